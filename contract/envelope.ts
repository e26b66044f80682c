/** Success envelopes of api.md. */
export interface Envelope<T> {
  message: string;
  data: T;
}

export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
  total_page: number;
}
