import { interaction } from '../../interactions/Interaction';
import { onTheBriefcase } from '../drivers';

/** The briefcase's 'Search files'. */
export const searchTheFiles = (query: string) =>
  interaction(
    `search the files for "${query}"`,
    onTheBriefcase({
      async viewModel(briefcase) {
        (await briefcase.current()).searchTyped(query);
      },
      browser: (briefcase) => briefcase.search.fill(query),
    }),
  );
