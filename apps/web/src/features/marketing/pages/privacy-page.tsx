import { LEGAL_EMAIL, SUPPORT_EMAIL } from '@ai-realty/shared/constants';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../components/legal-page';

const mail = (email: string) => (
  <a href={`mailto:${email}`} className="font-medium text-accent-700 hover:underline dark:text-accent-200">
    {email}
  </a>
);

const sections: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        AI Realty provides an online service that helps real estate professionals keep property listings and
        generate marketing content for them. This policy explains what personal information the service
        handles, why, and the choices you have. Questions about it go to {mail(LEGAL_EMAIL)}.
      </p>
    ),
  },
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect only what the service needs to work:</p>
        <ul>
          <li>Account details: your full name, email address and a one-way hash of your password.</li>
          <li>
            Property information you enter, import from a CSV file or upload as a PDF, including any realtor
            contact details you add to a listing.
          </li>
          <li>The content generated for your properties and the instructions you gave for it.</li>
          <li>Credit and billing records: credits granted and spent, and the payments you make.</li>
          <li>
            Security information: sign-in times, failed sign-in attempts, and a device fingerprint (a hash of
            browser type, language, screen size and time zone) used to recognise your sessions.
          </li>
          <li>If you start a free trial without an account, the trial property and PDF you provide.</li>
          <li>
            Usage events: which pages are viewed and which steps are taken (for example starting the trial or
            choosing a plan), tied to a random visitor id kept in your browser and, when you are signed in, to
            your account. They never include what you type, your email address or your IP address.
          </li>
          <li>If you unsubscribe from our emails, your email address and any feedback you give.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <ul>
        <li>To run your account, sign you in and keep your sessions secure.</li>
        <li>To generate the content you request and store it with your properties.</li>
        <li>To keep an accurate credit balance and process payments.</li>
        <li>
          To send the emails the service depends on: address verification, password resets and messages about
          your account. Marketing emails can be unsubscribed from at any time with the link in each of them or
          on the{' '}
          <Link
            to="/unsubscribe"
            className="font-medium text-accent-700 hover:underline dark:text-accent-200"
          >
            unsubscribe page
          </Link>
          ; the emails your account needs still reach you.
        </li>
        <li>To understand which features are used so we can improve them, using aggregated usage events.</li>
      </ul>
    ),
  },
  {
    heading: 'AI processing',
    body: (
      <p>
        To generate content or analyse a PDF, the relevant property data and your instructions are sent to the
        language model that powers the service, which may be operated by a third-party AI provider acting on
        our behalf. We send only what a request needs and do not use your content to train models of our own.
      </p>
    ),
  },
  {
    heading: 'Sharing',
    body: (
      <p>
        We do not sell personal information. We share it only with service providers that help us run AI
        Realty (hosting, email delivery, payment processing and AI processing), under agreements that limit
        their use to providing that service, or when the law requires it.
      </p>
    ),
  },
  {
    heading: 'Storage in your browser',
    body: (
      <p>
        The app stores your sign-in tokens, your theme preference, onboarding progress and a random visitor id
        for usage events in your browser&apos;s local storage. Signing out removes the tokens. We do not use
        advertising cookies.
      </p>
    ),
  },
  {
    heading: 'Retention',
    body: (
      <p>
        We keep your account data while your account is open. When you ask us to close your account we delete
        your properties and generated content, keeping only the billing records the law requires us to retain.
        Trial data is discarded when the trial session ends unless you create an account from it.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Passwords are stored as salted one-way hashes. Sessions use short-lived access tokens and refresh
        tokens that are rotated on each use. Repeated failed sign-ins lock an account for a while. Your data
        is only ever shown to your own account.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can view and correct your name and email in Account Settings at any time. To request a copy of
        your data or its deletion, write to {mail(LEGAL_EMAIL)} from the address of your account. For anything
        else, contact {mail(SUPPORT_EMAIL)}.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change how we handle personal information, we will update this page and, for significant
        changes, tell you by email before they take effect.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="Your listings and your clients' trust are your business. This is how AI Realty handles the information you give it."
      sections={sections}
    />
  );
}
