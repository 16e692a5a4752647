/** The sample files a presenter drags into the chat. */
export type SampleKind = 'io' | 'creatives';

/**
 * Where each sample file is found: today the committed fixtures (mock-server/fixtures/). The one
 * place to change when the demo backend serves samples made for the prospect (issue 29).
 */
export const SAMPLE_FILES: Record<SampleKind, { name: string; where: string }> = {
  io: { name: 'io-northwind-spring-trail.pdf', where: 'mock-server/fixtures/' },
  creatives: { name: 'creatives-spring-trail.zip', where: 'mock-server/fixtures/' },
};
