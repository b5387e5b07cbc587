import { useTestHashCost } from './hash-cost.ts';

useTestHashCost();
