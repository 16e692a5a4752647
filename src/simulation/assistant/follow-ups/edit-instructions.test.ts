import { describe, expect, it } from 'vitest';
import { applyChanges, parseChanges } from './edit-instructions';
import { changeInEnglish } from './edit-phrasing';

/** A Monday. */
const TODAY = new Date('2026-11-23T09:00:00Z');

describe('parseChanges', () => {
  it.each([
    ['change the flight end date to 2027-08-31', [{ phrase: 'flight end date', value: '2027-08-31' }]],
    ['Set total budget to $208,000.', [{ phrase: 'total budget', value: '$208,000' }]],
    ['update advertiser to "Brightwater Co."', [{ phrase: 'advertiser', value: 'Brightwater Co.' }]],
    ['The budget should be 200k', [{ phrase: 'budget', value: '200k' }]],
    [
      'change the campaign name to Summer 2027 and set the facebook budget to 50000',
      [
        { phrase: 'campaign name', value: 'Summer 2027' },
        { phrase: 'facebook budget', value: '50000' },
      ],
    ],
    ['Looks great, thanks', []],
  ])('reads "%s"', (text, expected) => {
    expect(parseChanges(text)).toEqual(expected);
  });
});

describe('applyChanges', () => {
  const json = {
    total_budget: { value: 240000, status: 'extracted', notes: '' },
    flight_end_date: { value: '2027-05-31', status: 'error', notes: '' },
    line_items: [
      { line_item_name: 'Reach', platform: 'facebook', budget: 76000, end_date: '2027-08-15' },
      { line_item_name: 'Video', platform: 'tiktok', budget: 63000, end_date: '2027-08-31' },
    ],
    creatives: [
      { creative_name: 'MPU', dimensions: '300x250', landing_url: '' },
      { creative_name: 'Leaderboard', dimensions: '728x90', landing_url: 'http://old.example.com' },
    ],
  };

  it('changes a tracked field, converting the value to its type, and reports it', () => {
    const { json: edited, changes } = applyChanges(
      json,
      parseChanges('change the end date to August 31, 2027'),
      TODAY,
    );

    expect(edited.flight_end_date).toMatchObject({ value: '2027-08-31', status: 'edited' });
    expect(edited.line_items[0]?.end_date).toBe('2027-08-15');
    expect(changes).toEqual([{ field: 'flight end date', from: '2027-05-31', to: '2027-08-31' }]);
  });

  it.each([
    ['change the end date to June 30', '2027-06-30'],
    ['the end date should be the 15th of July', '2027-07-15'],
  ])('reads a date written without its year in the year of the date it replaces: "%s"', (text, iso) => {
    const { json: edited } = applyChanges(json, parseChanges(text), TODAY);

    expect(edited.flight_end_date.value).toBe(iso);
  });

  it.each([
    ['change the end date to next Friday', '2026-11-27'],
    ['set the end date to end of month', '2026-11-30'],
    ['the end date should be the end of next month', '2026-12-31'],
    ['change the end date to in two weeks', '2026-12-07'],
  ])('dates a day said in words against today: "%s"', (text, iso) => {
    const { json: edited } = applyChanges(json, parseChanges(text), TODAY);

    expect(edited.flight_end_date.value).toBe(iso);
  });

  it.each([
    ['change la date de fin au 30 juin', '2027-06-30'],
    ['mets la date de fin à vendredi prochain', '2026-11-27'],
    ['cambia la fecha de fin al 30 de junio', '2027-06-30'],
    ['cambia la fecha de fin al final del mes', '2026-11-30'],
  ])('reads a change typed in French or Spanish: "%s"', (text, iso) => {
    const { json: edited } = applyChanges(json, parseChanges(changeInEnglish(text)), TODAY);

    expect(edited.flight_end_date.value).toBe(iso);
  });

  it('reads a French budget change', () => {
    const { json: edited } = applyChanges(
      json,
      parseChanges(changeInEnglish('change le budget total à 250 000')),
      TODAY,
    );

    expect(edited.total_budget.value).toBe(250000);
  });

  it('reads amounts written with a currency sign or a k suffix', () => {
    const { json: edited } = applyChanges(json, parseChanges('set the budget to $208k'), TODAY);

    expect(edited.total_budget.value).toBe(208000);
  });

  it('finds a line item by its platform or position', () => {
    const byPlatform = applyChanges(json, parseChanges('set the tiktok budget to 70000'), TODAY).json;
    const byPosition = applyChanges(
      json,
      parseChanges('change the budget of line item 1 to 80000'),
      TODAY,
    ).json;

    expect(byPlatform.line_items[1]?.budget).toBe(70000);
    expect(byPosition.line_items[0]?.budget).toBe(80000);
    expect(byPosition.total_budget.value).toBe(240000);
  });

  it('changes every match after "all"', () => {
    const { json: edited, changes } = applyChanges(
      json,
      parseChanges('set all landing urls to https://example.com/spring'),
      TODAY,
    );

    expect(edited.creatives.map((creative) => creative.landing_url)).toEqual([
      'https://example.com/spring',
      'https://example.com/spring',
    ]);
    expect(changes).toHaveLength(2);
  });

  it('leaves the result alone and lists what it could not place', () => {
    const { json: edited, unmatched } = applyChanges(
      json,
      parseChanges('change the mood to cheerful'),
      TODAY,
    );

    expect(edited).toEqual(json);
    expect(unmatched).toEqual([{ phrase: 'mood', value: 'cheerful' }]);
  });
});
