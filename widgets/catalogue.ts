import { WidgetRegistry } from '../engine/core/registry.ts';
import { inArea, type ReactWidgetDefinition, type WidgetComponent } from '../engine/react/defineWidget.ts';
import MessagePanel from './common/MessagePanel/index.ts';
import VendorGames from './games/VendorGames/index.ts';
import Lobby from './lobby/Lobby/index.ts';
import MyGames from './lobby/MyGames/index.ts';
import LotteryPage from './lottery/LotteryPage/index.ts';
import SignOutConfirm from './common/SignOutConfirm/index.ts';
import Promotions from './content/Promotions/index.ts';
import HelpCentre from './content/HelpCentre/index.ts';
import AppDownload from './content/AppDownload/index.ts';
import ChatRoom from './content/ChatRoom/index.ts';
import CategoryTiles from './home/CategoryTiles/index.ts';
import PromoHero from './home/PromoHero/index.ts';
import BannerCarousel from './home/BannerCarousel/index.ts';
import NoticeMarquee from './home/NoticeMarquee/index.ts';
import WinnerBoard from './home/WinnerBoard/index.ts';
import HomeGames from './home/HomeGames/index.ts';
import NoticeDetail from './popups/NoticeDetail/index.ts';
import AnnouncementList from './popups/AnnouncementList/index.ts';
import PublicPopups from './popups/PublicPopups/index.ts';
import PopupContent from './popups/PopupContent/index.ts';
import LanguageSelector from './layout/LanguageSelector/index.ts';
import SideMenu from './layout/SideMenu/index.ts';
import SiteFooter from './layout/SiteFooter/index.ts';
import SiteHeader from './layout/SiteHeader/index.ts';
import BottomTabBar from './layout/BottomTabBar/index.ts';
import AuthenticatorSetup from './accounts/AuthenticatorSetup/index.ts';
import ChangePasswordForm from './accounts/ChangePasswordForm/index.ts';
import ForgotPasswordForm from './accounts/ForgotPasswordForm/index.ts';
import LoginForm from './accounts/LoginForm/index.ts';
import RegisterForm from './accounts/RegisterForm/index.ts';
import DepositForm from './memberCentre/DepositForm/index.ts';
import WithdrawForm from './memberCentre/WithdrawForm/index.ts';
import MemberRecords from './memberCentre/MemberRecords/index.ts';
import AgentStatusBar from './agentCentre/AgentStatusBar/index.ts';
import AgentTeamOverview from './agentCentre/AgentTeamOverview/index.ts';
import AgentTeamReports from './agentCentre/AgentTeamReports/index.ts';
import RegisterDownlineForm from './agentCentre/RegisterDownlineForm/index.ts';
import DownlineTransferForm from './agentCentre/DownlineTransferForm/index.ts';
import AgentContracts from './agentCentre/AgentContracts/index.ts';
import ContractOfferPrompt from './agentCentre/ContractOfferPrompt/index.ts';
import ContractOffers from './agentCentre/ContractOffers/index.ts';
import ProfitLossStatement from './memberCentre/ProfitLossStatement/index.ts';
import WalletTransferForm from './memberCentre/WalletTransferForm/index.ts';
import UplineTransferForm from './memberCentre/UplineTransferForm/index.ts';
import RewardCenter from './memberCentre/RewardCenter/index.ts';
import MissionBoard from './memberCentre/MissionBoard/index.ts';
import ManualRebate from './memberCentre/ManualRebate/index.ts';
import MemberProfile from './memberCentre/MemberProfile/index.ts';
import PayoutAccounts from './memberCentre/PayoutAccounts/index.ts';
import PaymentPasswordForm from './memberCentre/PaymentPasswordForm/index.ts';
import MessageInbox from './memberCentre/MessageInbox/index.ts';
import ReferralInvite from './memberCentre/ReferralInvite/index.ts';
import MirrorSites from './content/MirrorSites/index.ts';
import ContentPage from './content/ContentPage/index.ts';
import PointsMall from './memberCentre/PointsMall/index.ts';
import FeedbackForm from './memberCentre/FeedbackForm/index.ts';
import Helplines from './content/Helplines/index.ts';
import SelfTest from './content/SelfTest/index.ts';
import ResponsibleGamingTools from './memberCentre/ResponsibleGamingTools/index.ts';
import RealityCheck from './layout/RealityCheck/index.ts';
import SessionClock from './layout/SessionClock/index.ts';
import RealityCheckPanel from './popups/RealityCheckPanel/index.ts';

/** Every widget, by the area folder it lives in (widgets/<area>/<Type>/); a test holds the two together. */
export const widgetDefinitions: ReactWidgetDefinition[] = [
  ...inArea('layout', [SiteHeader, LanguageSelector, SideMenu, SiteFooter, BottomTabBar, SessionClock, RealityCheck]),
  ...inArea('home', [PromoHero, CategoryTiles, BannerCarousel, NoticeMarquee, HomeGames, WinnerBoard]),
  ...inArea('popups', [NoticeDetail, AnnouncementList, PublicPopups, PopupContent, RealityCheckPanel]),
  ...inArea('common', [MessagePanel, SignOutConfirm]),
  ...inArea('games', [VendorGames]),
  ...inArea('lobby', [Lobby, MyGames]),
  ...inArea('lottery', [LotteryPage]),
  ...inArea('content', [Promotions, HelpCentre, AppDownload, ChatRoom, MirrorSites, ContentPage, Helplines, SelfTest]),
  ...inArea('accounts', [LoginForm, RegisterForm, ChangePasswordForm, ForgotPasswordForm, AuthenticatorSetup]),
  ...inArea('memberCentre', [
    DepositForm,
    WithdrawForm,
    MemberRecords,
    ProfitLossStatement,
    WalletTransferForm,
    UplineTransferForm,
    MemberProfile,
    PayoutAccounts,
    PaymentPasswordForm,
    RewardCenter,
    MissionBoard,
    ManualRebate,
    PointsMall,
    FeedbackForm,
    ResponsibleGamingTools,
    MessageInbox,
    ReferralInvite,
  ]),
  ...inArea('agentCentre', [
    AgentStatusBar,
    AgentTeamOverview,
    AgentTeamReports,
    RegisterDownlineForm,
    DownlineTransferForm,
    // The contract pages and popup (issue 17).
    AgentContracts,
    ContractOffers,
    ContractOfferPrompt,
  ]),
];

export function createWidgetRegistry(): WidgetRegistry<WidgetComponent> {
  return new WidgetRegistry<WidgetComponent>(widgetDefinitions);
}
