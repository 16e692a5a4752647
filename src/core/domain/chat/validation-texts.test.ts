import { describe, expect, it } from 'vitest';
import {
  validateAssistantQuestion,
  validateEditInstructions,
  validateRejectionReason,
} from './validation-texts';

describe('dialog validation (spec 1 §5)', () => {
  it('asks for a rejection reason', () => {
    expect(validateRejectionReason('')).toBe('Please provide a reason for rejection');
    expect(validateRejectionReason(' \n\t')).toBe('Please provide a reason for rejection');
    expect(validateRejectionReason('Budget is wrong')).toBeNull();
  });

  it('asks for a question for the assistant', () => {
    expect(validateAssistantQuestion('   ')).toBe('Please provide a question for the assistant');
    expect(validateAssistantQuestion('Why this flight?')).toBeNull();
  });

  it('asks for edit instructions', () => {
    expect(validateEditInstructions('  ')).toBe('Please provide specific instructions for what to change');
    expect(validateEditInstructions('Set the budget to 5000')).toBeNull();
  });
});
