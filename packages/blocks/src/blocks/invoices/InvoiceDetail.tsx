import { InvoiceDetail } from './documents.tsx';

export default InvoiceDetail;
