// What every screen of the console carries, inside or outside the layout: the call layer's effects, the loader
// overlay, the toast area and the CRM bridge. Mounted by the layout, the login page and the public pages (one at a
// time), so the parent's LOGIN is heard on the sign-in page too.
import { EmbedBridge } from '../embed/EmbedBridge';
import { HttpEffects } from './HttpEffects';
import { LoaderOverlay } from './LoaderOverlay';
import { ToastHost } from './ToastHost';

export function ShellHosts() {
  return (
    <>
      <HttpEffects />
      <EmbedBridge />
      <LoaderOverlay />
      <ToastHost />
    </>
  );
}
