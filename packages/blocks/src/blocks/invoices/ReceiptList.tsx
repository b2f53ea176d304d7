import { ReceiptList } from './documents.tsx';

export default ReceiptList;
