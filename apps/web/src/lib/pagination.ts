// The list answer shape shared by items and contacts: GET /{resource}/organization/{id}?page&limit&search.
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface Page<T> {
  data: T[];
  pagination: Pagination | null;
}
