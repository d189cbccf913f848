/**
 * The console's layout (react-admin's Layout with our pieces): top bar, side navigation, alert banner, page, footer,
 * scroll-to-top. Framed or third-party: no side nav and no footer; framed: no content margin (console-spec §2).
 */
import { memo, useEffect, type ReactNode } from 'react';
import { Layout, Sidebar, type SidebarProps } from 'react-admin';
import { Box } from '@mui/material';
import { AlertBanner } from './AlertBanner';
import { Footer } from './Footer';
import { ScrollTopButton } from './ScrollTopButton';
import { ShellHosts } from './ShellHosts';
import { SideMenu } from './menu/SideMenu';
import { TopBar } from './TopBar';
import { wantEntityResources } from './entityResources';
import { useEmbedMode } from '../embed/embedMode';
import { TrainingPopupHost } from '../training';

const NoSidebar = (_props: SidebarProps) => null;

// The layout re-renders with each change of react-admin's own state (the sign-in check, the Resources arriving, a
// page's chunk): five or six times on a cold load before the first list. Its parts re-render only when what they show
// changes (their own hooks: user, location, counters ...), not with it.
const Bar = memo(TopBar);
const Menu = memo(SideMenu);
const Hosts = memo(ShellHosts);
const TrainingHost = memo(TrainingPopupHost);
const Banner = memo(AlertBanner);
const ShellFooter = memo(Footer);
const ScrollTop = memo(ScrollTopButton);

// minWidth 0: react-admin's layout root is `min-width: fit-content` and its content a flex item beside the sidebar,
// so a wide table (a preview of many columns) would widen the whole page past the window instead of scrolling
// inside its own box.
const contentSx = { minWidth: 0, '& .RaLayout-content': { px: { xs: 1, sm: 3 }, pt: 2, minWidth: 0 } };
const framedSx = { minWidth: 0, '& .RaLayout-content': { p: 0, m: 0, minWidth: 0 } };

export function ShellLayout({ children }: { children?: ReactNode }) {
  const { framed, thirdParty } = useEmbedMode();
  const bare = framed || thirdParty;
  // A signed-in screen: the entity Resources (resources/ chunk) load now, never on the login page.
  useEffect(() => wantEntityResources(), []);
  return (
    <Layout appBar={Bar} menu={Menu} sidebar={bare ? NoSidebar : Sidebar} sx={framed ? framedSx : contentSx}>
      <Hosts />
      <TrainingHost />
      <Banner />
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      {!bare && <ShellFooter />}
      <ScrollTop />
    </Layout>
  );
}
