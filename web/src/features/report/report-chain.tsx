import { createContext, useContext } from 'react';
import type { Chain } from '../../../../shared/rules/chain-rules';

/**
 * The network of the report on screen, for the parts deep inside it that link an address or a
 * transaction to the explorer or to a new analysis. Undefined outside a report.
 */
export const ReportChainContext = createContext<Chain | undefined>(undefined);

export const useReportChain = (): Chain | undefined => useContext(ReportChainContext);
