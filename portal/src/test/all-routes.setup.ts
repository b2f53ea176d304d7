// Unit tests build route tables with the whole account area, as Storybook and the generator do (all-routes.ts);
// account-routes-loader.test.tsx checks the browser's lazy path with fresh modules.
import '../all-routes.ts';
