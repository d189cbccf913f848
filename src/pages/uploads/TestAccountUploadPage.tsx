// /glorifireEntities/testaccount/upload: test accounts (entity crp-test, action UPLOAD, always multi-centre).
import { testAccounts } from '../../../schemas';
import { UploadPage } from './UploadPage';

export default function TestAccountUploadPage() {
  return <UploadPage schema={testAccounts} kinds={[]} />;
}
