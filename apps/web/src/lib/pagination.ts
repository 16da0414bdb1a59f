// The list answer shape shared by items and contacts: GET /{resource}/organization/{id}?page&limit&search.
// The pagination is the contract's: totalExact is false when the server stopped counting at its cap, and total
// then means "more than total".
import type { Pagination } from '@banchee/contracts';

export type { Pagination };

export interface Page<T> {
  data: T[];
  pagination: Pagination | null;
}
