import { describeRouteTable } from '@traguardo/ui/testing/route-table';
import { advisorScreens } from './screens';

describeRouteTable(advisorScreens, '/advisor');
