import Link from 'next/link';
import { dismissedAnnouncementsSlice } from '@/lib/shopper-state/slices';
import { getCspNonce } from '@/server/csp-nonce';
import { DismissibleBar } from './dismissible-bar.tsx';

const BAR_ID = 'stock-announcement';

/** Spec 1 §2 item 1: the stock announcement bar; once closed, it stays closed. */
export async function AnnouncementBar({ text, href }: { text: string; href: string | null }) {
  // Hides a bar closed on an earlier visit before the first paint, so nothing jumps.
  const preflight = `try{var d=JSON.parse(localStorage.getItem('forecourt.${dismissedAnnouncementsSlice.key}')||'{}');if(Array.isArray(d.items)&&d.items.indexOf(${JSON.stringify(text).replace(/</g, '\\u003c')})>=0)document.getElementById('${BAR_ID}').hidden=true}catch(e){}`;
  return (
    <>
      <DismissibleBar id={BAR_ID} text={text}>
        {href ? (
          <Link href={href} prefetch={false} className="underline">
            {text}
          </Link>
        ) : (
          <p>{text}</p>
        )}
      </DismissibleBar>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script; the text is JSON-escaped */}
      <script nonce={await getCspNonce()} dangerouslySetInnerHTML={{ __html: preflight }} />
    </>
  );
}
