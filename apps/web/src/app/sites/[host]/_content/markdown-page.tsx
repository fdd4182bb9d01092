import { fillPlaceholders, type ResolvedContentPage } from '@forecourt/core/content';
import LeadForm from '@/components/leads/lead-form';
import { getLeadFormData } from '@/server/leads/lead-page-data';
import { renderContentMarkdown } from '@/server/render-content-markdown';
import type { Site } from '@/server/site';

/** A dealer content page from config: its Markdown, then its enquiry form if it has one. */
export async function MarkdownPage({ site, page }: { site: Site; page: ResolvedContentPage }) {
  const values = new Map([
    ['dealerName', site.name],
    ['siteName', site.name],
  ]);
  const html = renderContentMarkdown(fillPlaceholders(page.body, values));
  const form = page.form ? await getLeadFormData(site, page.form) : null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-bold text-3xl">{fillPlaceholders(page.title, values)}</h1>
      <div
        className="content-prose mt-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised in renderContentMarkdown
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {form ? (
        <section aria-labelledby="content-form-title" className="mt-10">
          <h2 id="content-form-title" className="font-semibold text-2xl">
            {form.form.submitLabel.replace(/^Send /, '')}
          </h2>
          <LeadForm {...form} />
        </section>
      ) : null}
    </article>
  );
}
