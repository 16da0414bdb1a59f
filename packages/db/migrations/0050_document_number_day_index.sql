-- 0050 The number counter finds the day's highest number by one index probe, past 9,999 too (issue 9 item 10,
-- decision 0223). Every number a series takes jumps past the highest running number already printed for its
-- prefix and day (another counter of the series prints there when the organisation switches its numbering reset).
-- Running numbers are zero-padded to four digits, so up to 9,999 the highest is the day's last string, one step of
-- migration 0045's pattern index; from 10,000 on string order and number order part ('…10000' sorts before
-- '…9999'), and the day's numbers were read instead, inside the counter's lock: a cost that grew with each
-- document of a busy day (or, with a monthly reset, of a busy month). Here the day's numbers are keyed by their
-- prefix and date (the leading non-digits and the eight digits after them, INV20261121) and ordered by length,
-- then string: the highest is the last entry of the day's key, whatever the day holds. numbering.service.ts
-- writes the same expression.
CREATE INDEX documents_number_day_idx
  ON documents (organization_id, substring(number FROM '^\D*\d{8}'), length(number), number text_pattern_ops);
CREATE INDEX stock_transfers_number_day_idx
  ON stock_transfers (organization_id, substring(number FROM '^\D*\d{8}'), length(number), number text_pattern_ops);
-- Migration 0045's pattern index had no other reader: the number search goes through the trigram indexes of
-- migration 0007. Dropped, one index less to write inside the counter's lock.
DROP INDEX documents_number_prefix_idx;
