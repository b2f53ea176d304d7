import { Button, PageContainer, PageDescription, PageHeader, PageTitle } from '@telco-portal/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useRouteHref } from '../../session/links.ts';
import { messages } from './messages.ts';

/** 'Your page wasn't found' (SPEC §2, §8) with a link home. */
export default function NotFound() {
  const home = useRouteHref('home') ?? '/';
  const intl = useIntl();
  return (
    <PageContainer width="narrow">
      <PageHeader>
        <PageTitle>{intl.formatMessage(messages.title)}</PageTitle>
        <PageDescription>{intl.formatMessage(messages.description)}</PageDescription>
      </PageHeader>
      <Button asChild>
        <Link to={home}>{intl.formatMessage(messages.home)}</Link>
      </Button>
    </PageContainer>
  );
}
