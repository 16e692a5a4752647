import { PLATFORMS } from '../shared/platform-catalog';

/** Answers to the questions people ask a campaign-operations assistant before they start. */
const FAQ: readonly { words: RegExp; answer: string }[] = [
  {
    words: /\bcpm\b/,
    answer:
      'CPM is the cost per thousand impressions: budget ÷ impressions × 1,000. A $10 CPM buys 100,000 impressions for $1,000.',
  },
  {
    words: /\b(insertion order|\bio\b)\b/,
    answer:
      'An insertion order (IO) is the signed buy between advertiser and agency or publisher: flight dates, budget, line items, targeting and KPIs. Upload it as a PDF and I will extract and check its details.',
  },
  {
    words: /\bfast[- ]?track\b/,
    answer:
      'Fast track runs the whole workflow in one go: it processes the insertion order and creatives, builds the launch configuration and creates the campaign on the platform. Attach the IO (and creatives) and say "fast track to TikTok", for example.',
  },
  {
    words: /\b(platforms?|channels?|destinations?)\b/,
    answer: `I can create campaigns on ${PLATFORMS.map((platform) => platform.label).join(', ')}. Which ones you can use depends on the channels enabled for your account.`,
  },
  {
    words: /\b(files?|formats?|upload)\b/,
    answer:
      'You can upload insertion orders (PDF), media plans (XLSX or CSV), media briefs, launch templates (JSON) and creatives (images, videos or a ZIP).',
  },
  {
    words: /\b(approve|reject|regenerate|edit)\b/,
    answer:
      'Under each result: Approve marks it as final, Reject asks for a reason and regenerates it with your feedback, Edit lets you describe changes ("change the flight end date to 2027-08-31"), and Regenerate makes a new version.',
  },
  {
    words: /\b(launch|create).*(campaign)\b|\bhow do i (launch|create)\b/,
    answer:
      'Upload the insertion order, check the extracted details, say "build the launch configuration", review it, then say "create the campaign on Facebook" (or any platform). The campaign is created paused so you can give it a last look.',
  },
];

/** An answer to a general question, or undefined when none fits. */
export function faqAnswer(question: string): string | undefined {
  const lower = question.toLowerCase();
  return FAQ.find((entry) => entry.words.test(lower))?.answer;
}
