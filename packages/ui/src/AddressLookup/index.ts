export { AddressLookup } from './AddressLookup';
export type { AddressLookupProps, AddressRecord } from './AddressLookup';
