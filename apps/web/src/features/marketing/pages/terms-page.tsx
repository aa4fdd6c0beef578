import { LEGAL_EMAIL } from '@ai-realty/shared/constants';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    heading: 'Agreement',
    body: (
      <p>
        These terms govern your use of AI Realty. By creating an account or using the free trial you agree to
        them. If you use AI Realty for a brokerage or team, you confirm you may accept these terms on its
        behalf.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <ul>
        <li>You must give an accurate name and an email address you control, and verify it.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Tell us promptly if you believe someone else has used your account.</li>
      </ul>
    ),
  },
  {
    heading: 'Credits, plans and payments',
    body: (
      <ul>
        <li>AI actions are paid for with credits. The cost of each action is shown before you start it.</li>
        <li>
          Credits come from verifying your email, from monthly plans and from one-time credit packs. They
          merge into one balance and do not expire while your account is open.
        </li>
        <li>Credits have no cash value and cannot be transferred to another account.</li>
        <li>If a request fails for a reason on our side, its credits are returned to your balance.</li>
        <li>
          Plans renew monthly until cancelled. You can cancel at the end of the current period or immediately;
          credits already granted stay in your balance.
        </li>
      </ul>
    ),
  },
  {
    heading: 'AI-generated content',
    body: (
      <>
        <p>
          Generated content is provided as is. It is a draft, and it can contain mistakes. Before you publish
          or rely on it, you must verify it against the property and your MLS data.
        </p>
        <p>
          You are responsible for the content you publish, including its accuracy and its compliance with fair
          housing laws, advertising rules and the rules of your MLS and brokerage.
        </p>
      </>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        You keep the rights to the property data you provide and to the content generated for you. You give us
        the permission we need to store and process it to run the service for you. You confirm you have the
        right to upload what you upload, including listing PDFs and photos of documents.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>Do not use AI Realty to create misleading, discriminatory or unlawful content.</li>
        <li>Do not try to access other users&apos; data, overload the service, or get around its limits.</li>
        <li>Do not resell access to the service without our written agreement.</li>
      </ul>
    ),
  },
  {
    heading: 'Suspension and closing your account',
    body: (
      <p>
        You may stop using AI Realty at any time. We may suspend or close accounts that break these terms,
        with notice where the situation allows it.
      </p>
    ),
  },
  {
    heading: 'Disclaimers and liability',
    body: (
      <p>
        We work to keep AI Realty available and accurate, but the service is provided without warranties of
        any kind to the extent the law allows. Our total liability for any claim is limited to the amount you
        paid us in the twelve months before it arose. We are not liable for indirect or consequential losses,
        such as a lost sale.
      </p>
    ),
  },
  {
    heading: 'Changes',
    body: (
      <p>
        We may update these terms. For significant changes we will tell you by email before they take effect;
        using AI Realty after that means you accept the new terms.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms go to{' '}
        <a
          href={`mailto:${LEGAL_EMAIL}`}
          className="font-medium text-accent-700 hover:underline dark:text-accent-200"
        >
          {LEGAL_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="The agreement between you and AI Realty, written to be read."
      sections={sections}
    />
  );
}
