import { InvoiceList } from './documents.tsx';

export default InvoiceList;
