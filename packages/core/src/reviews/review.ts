/** A customer review as pages use it (spec 2 §3 Review); dates are ISO calendar dates. */
export interface Review {
  id: number;
  dealershipId: number;
  locationId: number | null;
  customerName: string;
  /** May be empty: such reviews are never shown. */
  text: string;
  /** 1 to 5. */
  rating: number;
  imageUrl: string | null;
  /** 'yyyy-mm-dd'. */
  reviewDate: string;
  replyText: string | null;
  replyDate: string | null;
}
