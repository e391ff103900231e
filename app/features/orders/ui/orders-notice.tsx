/** A notice after a redirect (role status), or a refusal of the page's last post (role alert). */
export function OrdersNotice({ notice, refusal }: { notice: string | null; refusal: string | null }) {
  if (refusal) {
    return (
      <p role="alert" className="rounded-control border border-danger bg-red-50 p-3 text-danger">
        {refusal}
      </p>
    );
  }
  return notice ? (
    <p role="status" className="rounded-control border border-success bg-green-50 p-3">
      {notice}
    </p>
  ) : null;
}
