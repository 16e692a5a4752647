import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** The files of the creation form with their sizes: "io.xlsx 0.01 MB", … */
export const theUploadedFiles = () =>
  question(
    'the files of the creation form',
    onTheCreationForm({
      async viewModel({ form }) {
        return form.files.items.map((item) => `${item.name} ${form.files.sizeText(item)}`);
      },
      async browser({ page }) {
        const items = await page.getByRole('list', { name: 'Files' }).getByRole('listitem').allInnerTexts();
        return items.map((text) => {
          const [name, size] = text.split('\n').map((part) => part.trim());
          return `${name} ${size}`;
        });
      },
    }),
  );
