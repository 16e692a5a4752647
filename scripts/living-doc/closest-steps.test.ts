import { describe, expect, it } from 'vitest';
import { closestSteps, editDistance, shapeOfLine, shapeOfPattern } from './closest-steps';

const PATTERNS = [
  '{actor} send(s) {string}',
  'the chat shows their message {string}',
  'the chat says {string}',
  '{actor} open(s) the chat {string}',
  '^the role "([^"]+)" (can|cannot) be deleted$',
  'the briefcase is {int} px wide',
];

describe('the closest existing steps', () => {
  it('compares a line and a pattern by their shapes', () => {
    expect(shapeOfLine('Riley Planner sends "hello" 3 times')).toBe('they sends "" 0 times');
    expect(shapeOfPattern('{actor} send(s) {string} {int} times')).toBe('they sends "" 0 times');
    expect(shapeOfPattern('^the role "([^"]+)" (can|cannot) be deleted$')).toBe('the role "" can be deleted');
  });

  it('counts the edits between two texts', () => {
    expect(editDistance('sned', 'send')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('chat', 'chat')).toBe(0);
  });

  it('names the step a misspelled line meant first', () => {
    expect(closestSteps('they sned "hello"', PATTERNS)[0]).toBe('{actor} send(s) {string}');
    expect(closestSteps('the chat show their message "hi"', PATTERNS)[0]).toBe(
      'the chat shows their message {string}',
    );
    expect(closestSteps('the role "User" can not be deleted', PATTERNS)[0]).toBe(
      '^the role "([^"]+)" (can|cannot) be deleted$',
    );
  });

  it('offers three steps', () => {
    expect(closestSteps('the briefcase is 300 pixels wide', PATTERNS)).toHaveLength(3);
  });
});
