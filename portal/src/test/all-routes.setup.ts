// Unit tests build route tables with the whole account area, as Storybook and the generator do (all-routes.ts);
// the browser's lazy path (lazy-routes-loader.ts, one chunk per area) is proven by the e2e suite and the budgets.
import '../all-routes.ts';
