import FinancePage from '../finance/page.tsx';

export { metadata } from '../finance/page.tsx';

/** /apply-for-finance: the configured variant of /finance (spec 2 §2). */
export default FinancePage;
