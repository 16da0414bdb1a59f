// The purchase bench's own database unless BENCH_DATABASE names another: imported before ledger-load.ts reads
// the variable (ES modules evaluate in import order).
process.env.BENCH_DATABASE ??= 'banchee_bench_purchases';
