import { ReceiptDetail } from './documents.tsx';

export default ReceiptDetail;
