import { describeRouteTable } from '@traguardo/ui/testing/route-table';
import { investorScreens } from './screens';

describeRouteTable(investorScreens, '/investor');
