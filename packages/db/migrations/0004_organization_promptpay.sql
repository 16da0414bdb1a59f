-- 0004 organisation PromptPay id: normalised digits (10-digit mobile, 13-digit tax/national id or 15-digit
-- e-wallet id, thai-tax-reference §7); when set, payable printed documents carry a PromptPay QR.
ALTER TABLE organizations ADD COLUMN promptpay_id text;
