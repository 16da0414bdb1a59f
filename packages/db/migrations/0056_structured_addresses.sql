-- 0056 A Thai address in parts for contacts and the organisation (issue 24 items 9 and 10, decision 0240): number /
-- building, road, sub-district, district and province beside the postcode (zip_code) they already have, and the
-- sub-district's 6-digit geocode chosen from the postcode look-up (its first two digits the province, four the
-- district: the codes e-Tax XML carries). The parts compose the one-line `address` the app writes; a record with
-- only a one-line address keeps it and prints as before. A 50 ทวิ keeps the payee's parts as a snapshot (jsonb,
-- like its one-line address) so the PND file fills its separate address fields.
ALTER TABLE contacts
  ADD COLUMN address_number text CHECK (char_length(address_number) <= 200),
  ADD COLUMN address_road text CHECK (char_length(address_road) <= 200),
  ADD COLUMN address_sub_district text CHECK (char_length(address_sub_district) <= 100),
  ADD COLUMN address_district text CHECK (char_length(address_district) <= 100),
  ADD COLUMN address_province text CHECK (char_length(address_province) <= 100),
  ADD COLUMN address_sub_district_code text CHECK (address_sub_district_code ~ '^[1-9][0-9]{5}$');

ALTER TABLE organizations
  ADD COLUMN address_number text CHECK (char_length(address_number) <= 200),
  ADD COLUMN address_road text CHECK (char_length(address_road) <= 200),
  ADD COLUMN address_sub_district text CHECK (char_length(address_sub_district) <= 100),
  ADD COLUMN address_district text CHECK (char_length(address_district) <= 100),
  ADD COLUMN address_province text CHECK (char_length(address_province) <= 100),
  ADD COLUMN address_sub_district_code text CHECK (address_sub_district_code ~ '^[1-9][0-9]{5}$');

ALTER TABLE wht_certificates
  ADD COLUMN contact_address_parts jsonb CHECK (jsonb_typeof(contact_address_parts) = 'object');
