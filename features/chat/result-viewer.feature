Feature: The result viewer
  Spec 1 §2 "Result viewer" and "Message list", §5 "Spreadsheet export", §8 result headers: a
  result reads as a key/value table (underscores become spaces, the processing note and the
  summary first, '-' for empty values, value/status/notes in three columns, list entries as
  'Item N'); validation data gets its own tab; the optimization executor lists 5 line items then
  '+N more'; platform and operation results say whether they worked.

  Background:
    Given Riley Planner is signed in

  @R1.2.74 @R1.2.75 @R1.2.76 @R1.2.77 @R1.2.78 @R1.2.79
  Scenario: A result reads as a key/value table
    Given they have a chat "Viewer rules" with a "campaign-processor" result reading:
      """
      {
        "campaign_name": "Spring Trail",
        "end_date": "",
        "summary": "2 fields need attention",
        "budget": { "value": "120000", "status": "valid", "notes": "Matches the IO" },
        "flight_dates": ["2026-03-01", null],
        "pdf_processing_note": "Read 3 pages"
      }
      """
    When they open the chat "Viewer rules"
    Then the result viewer shows:
      | label                 | value                              |
      | pdf processing note   | Read 3 pages                       |
      | summary               | 2 fields need attention            |
      | campaign name         | Spring Trail                       |
      | end date              | -                                  |
      | budget                | 120000 \| valid \| Matches the IO  |
      | flight dates          | 2 items                            |
      | flight dates › Item 1 | 2026-03-01                         |
      | flight dates › Item 2 | -                                  |
    And the result offers no tabs

  @browser @R1.2.16 @R1.3.07
  Scenario: Validation data gets its own tab
    Given they have a chat "Checked result" with a "campaign-processor" result reading:
      """
      {
        "campaign_name": "Spring Trail",
        "validation": {
          "summary": {
            "overall_status": "warnings",
            "validation_issues": ["End date is missing"],
            "fields_with_issues": 1,
            "total_fields_validated": 12
          }
        }
      }
      """
    When they open the chat "Checked result"
    Then the result offers the tabs "Response, Validation"
    And the result viewer shows:
      | label         | value        |
      | campaign name | Spring Trail |

  @browser @R1.2.17 @R1.2.18
  Scenario: The optimization executor lists five line items, then how many more
    Given they have a chat "Optimization" with a "optimization-executor" result reading:
      """
      {
        "summary": "Bids lowered on 7 line items",
        "affected_line_items": ["LI 1", "LI 2", "LI 3", "LI 4", "LI 5", "LI 6", "LI 7"]
      }
      """
    When they open the chat "Optimization"
    Then the affected line items read "LI 1, LI 2, LI 3, LI 4, LI 5, +2 more"

  @browser @R1.8.09 @R1.8.10
  Scenario Outline: Results that create something say whether it worked
    Given they have a chat "Outcome" with a "<agent>" result reading:
      """
      { "success": <success>, "campaign_id": "cmp-1" }
      """
    When they open the chat "Outcome"
    Then the result is headed "<header>"

    Examples:
      | agent          | success | header                                                                   |
      | fb-api         | true    | Campaign created successfully. Details below:                            |
      | tiktok-api     | false   | Campaign creation failed. Please check the details below and try again. |
      | salesforce-api | true    | Operation completed successfully...                                      |
      | salesforce-api | false   | Operation failed...                                                      |

  @browser
  Scenario: A result without a success flag has no header
    Given they have a chat "Plain" with a "campaign-processor" result reading:
      """
      { "campaign_name": "Spring Trail" }
      """
    When they open the chat "Plain"
    Then the result has no header

  @browser @R1.5.12
  Scenario: Exporting to a spreadsheet needs the user's email
    Given Riley Planner has no email address on file
    And they open the chat "Q4 holiday insertion order"
    Then the campaign details let them "Reference in chat, Download JSON, Open JSON in a new tab, Approve, Edit, Regenerate, Ask Assistant, Collapse result"
