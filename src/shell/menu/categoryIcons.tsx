// One icon per sidebar section, so the collapsed sidebar still says where each group is.
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SchoolIcon from '@mui/icons-material/School';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ForumIcon from '@mui/icons-material/Forum';
import CampaignIcon from '@mui/icons-material/Campaign';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import PublicIcon from '@mui/icons-material/Public';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppsIcon from '@mui/icons-material/Apps';

export const CATEGORY_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  dashboard: DashboardIcon,
  product: AutoStoriesIcon,
  institute: AccountBalanceIcon,
  schools: SchoolIcon,
  authors: EditNoteIcon,
  community: ForumIcon,
  marketing: CampaignIcon,
  support: SupportAgentIcon,
  eduganga: PublicIcon,
  admin: AdminPanelSettingsIcon,
  standalone: AppsIcon,
};

export const iconFor = (key: string) => CATEGORY_ICONS[key] ?? AppsIcon;
