/** The local stand-in for Stripe's hosted payment page: plain HTML, accessible, no script. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** '$200.00' for 20000 AUD cents. */
export function formatTestAmount(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px}
p.note{font-size:.875rem;color:#3c4257}
button{font:inherit;padding:.75rem 1.25rem;border-radius:6px;border:1px solid #3c4257;cursor:pointer}
button.pay{background:#0a2540;color:#fff;border-color:#0a2540}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderPaymentPage(session: {
  id: string;
  itemName: string;
  amountCents: number;
  currency: string;
  customerEmail: string | null;
}): string {
  const amount = formatTestAmount(session.amountCents, session.currency);
  const email = session.customerEmail
    ? `<p>Receipt to <strong>${escapeHtml(session.customerEmail)}</strong></p>`
    : '';
  return page(
    `Pay ${amount}`,
    `<h1>${escapeHtml(session.itemName)}</h1>
<p>Total due: <strong>${amount}</strong></p>
${email}
<p class="note">Local test payment page (stands in for Stripe Checkout in tests; no card is taken).</p>
<form method="post" action="/checkout/pay/${encodeURIComponent(session.id)}">
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${amount}</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

export function renderNoticePage(heading: string, text: string): string {
  return page(heading, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>`);
}
