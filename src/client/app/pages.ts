import { lazyWithPreload } from '../lib/lazyWithPreload';

// Pages load as chunks of their own, so each waits only for what it shows: a visitor's welcome
// screen, not the journal (charts, Markdown, virtual list) nor the other pages. The sign-in callback
// stays in the first chunk: its 7 s time-out runs from the moment the link is opened.
export const HomePage = lazyWithPreload(() => import('../features/journal/HomePage'), 'HomePage');
export const OnboardingPage = lazyWithPreload(() => import('../features/onboarding/OnboardingPage'), 'OnboardingPage');
export const LegalPage = lazyWithPreload(() => import('../pages/LegalPage'), 'LegalPage');
export const LoginPage = lazyWithPreload(() => import('../features/auth/LoginPage'), 'LoginPage');
export const CheckoutSuccessPage = lazyWithPreload(() => import('../features/onboarding/CheckoutSuccessPage'), 'CheckoutSuccessPage');
export const CheckoutCancelPage = lazyWithPreload(() => import('../features/onboarding/CheckoutCancelPage'), 'CheckoutCancelPage');
export const PaymentSuccessPage = lazyWithPreload(() => import('../features/billing/PaymentSuccessPage'), 'PaymentSuccessPage');
export const CheckoutCanceledPage = lazyWithPreload(() => import('../features/billing/CheckoutCanceledPage'), 'CheckoutCanceledPage');
// Issue 36: the calendar and the statistics, one chunk for both (charts included), linked from the header.
export const CalendarPage = lazyWithPreload(() => import('../features/patterns/patternRoutes'), 'CalendarRoute');
export const StatsPage = lazyWithPreload(() => import('../features/patterns/patternRoutes'), 'StatsRoute');
// Issue 37: Settings, reminders.
export const RemindersPage = lazyWithPreload(() => import('../features/reminders/RemindersPage'), 'RemindersPage');
