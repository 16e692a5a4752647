import { question } from '../../questions/Question';
import { onTheBriefcasePage } from '../drivers';

/** What the briefcase's search box invites the user to type: the panel draws it, no view model holds it. */
export const theFileSearchInvite = () =>
  question(
    "the briefcase search's invitation",
    onTheBriefcasePage(async (briefcase) => briefcase.search.getAttribute('placeholder')),
  );
