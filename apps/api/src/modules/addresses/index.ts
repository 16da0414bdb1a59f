// Thai addresses in parts: the postcode look-up and the columns of contacts and the organisation (decision 0240).
export { placesOfPostcode } from './addresses.lookup.ts';
export {
  addressPartAnswers,
  addressPartColumns,
  addressPartsSnapshot,
  checkSubDistrictCode,
  thaiAddressOf,
  type AddressPartRow,
} from './addresses.parts.ts';
