/** The part of the stored user the site reads; the API sends more, which is kept as it came. */
export interface StoredUser {
  name?: string | null;
  isProfileCompleted?: boolean;
  isApplicationSubmitted?: boolean;
  [field: string]: unknown;
}
