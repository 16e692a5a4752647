Feature: The briefcase lists every file of a chat
  Spec 1 §2 "Briefcase side panel", §3, §4 "Briefcase grouping", §5 "File search", §9.
  Every file of a chat, uploaded or generated, is at hand in the briefcase: generated files in
  the Workflow tab, grouped by the action that produced them; uploaded files in the Uploaded tab.

  Background:
    Given Riley Planner is signed in

  @browser @R1.2.60 @R1.4.05 @R1.4.06 @R1.4.07 @R1.4.08
  Scenario Outline: a generated file is filed under a section by the action that produced it
    Given they have a chat "Grouping" with a result of "<action>"
    When they open the briefcase of "Grouping"
    Then the "<action>" result is filed under <section>

    Examples:
      | action             | section              |
      | campaign-processor | IO                   |
      | campaign-augmentor | IO                   |
      | creative-processor | Creative             |
      | creative-augmentor | Creative             |
      | campaign-launcher  | Launch Configuration |
      | launch-augmentor   | Launch Configuration |
      | fb-api             | Campaign             |
      | analyze-campaign   | Campaign             |
      | fast-track         | Campaign             |

  @browser @R1.2.62 @R1.4.11
  Scenario: the Workflow tab lists pinned files first, then the oldest first
    Given they have a chat "Summer sale" with these files:
      | file              | kind      | action     | sent       | pinned |
      | Facebook campaign | generated | fb-api     | 3 days ago | no     |
      | TikTok campaign   | generated | tiktok-api | 1 hour ago | yes    |
      | DV360 campaign    | generated | dv360-api  | 2 days ago | no     |
    When they open the briefcase of "Summer sale"
    Then the Campaign section lists "TikTok campaign, Facebook campaign, DV360 campaign"

  @browser @R1.2.61 @R1.2.62 @R1.4.12
  Scenario: the Uploaded tab lists pinned files first, then the newest first
    Given they have a chat "Q1 plans" with these files:
      | file            | kind     | sent       | pinned |
      | brief.docx      | uploaded | 3 days ago | no     |
      | media plan.xlsx | uploaded | 1 hour ago | no     |
      | io.pdf          | uploaded | 5 days ago | yes    |
      | creatives.zip   | uploaded | 2 days ago | no     |
    When they open the briefcase of "Q1 plans"
    Then the Uploaded tab lists "io.pdf, media plan.xlsx, creatives.zip, brief.docx"

  @R1.4.09
  Scenario: sections without files start collapsed, and open when their first result arrives
    Given they have a chat "Holiday IO" with a result of "campaign-processor"
    When they open the briefcase of "Holiday IO"
    Then the IO section is open
    And the Campaign, Launch Configuration and Creative sections are collapsed
    When a "campaign-launcher" result arrives in the chat
    Then the Launch Configuration section is open

  @R1.4.10
  Scenario: a section whose files are gone from the panel collapses by itself
    Within a chat no file ever leaves the briefcase (no file is deleted); its files change when
    the user goes to another chat with the panel open.
    Given they have a chat "Holiday IO" with a result of "campaign-processor"
    And they have a chat "Spring creatives" with a result of "creative-processor"
    When they open the briefcase of "Holiday IO"
    Then the IO section is open
    When they open the briefcase of "Spring creatives"
    Then the Creative section is open
    And the Campaign, Launch Configuration and IO sections are collapsed

  @browser @R1.2.63
  Scenario: an opened section without files says so
    Given they have a chat "Holiday IO" with a result of "campaign-processor"
    When they open the briefcase of "Holiday IO"
    And they open the Creative section
    Then the Creative section says "No files in Creative"

  @browser @R1.2.59 @R1.2.64 @R1.2.65
  Scenario: a chat without files
    Given they have a chat "Just talking" with these files:
      | file | kind |
    When they open the briefcase of "Just talking"
    Then the Workflow tab says "No generated files"
    And the Uploaded tab says "No uploaded files"
    And the badges read Workflow 0 and Uploaded 0

  @browser @R1.2.72 @R1.2.73 @R1.3.06
  Scenario: each file shows its date, a preview of its content and, for results, its status
    Given they have a chat "Dates" with these files:
      | file           | kind      | action             | sent            | status   | content |
      | Approved IO    | generated | campaign-processor | today 08:05     | approved | Acme Toys Q4 Holiday: two flights on DV360 and Facebook, budget 120,000 USD, from November 1 to December 24, with a holdout |
      | Rejected plan  | generated | campaign-launcher  | yesterday 14:30 | rejected | Launch configuration |
      | io.pdf         | uploaded  |                    | 20 days ago     |          |         |
    When they open the briefcase of "Dates"
    Then "Approved IO" is dated "Today, 8:05 AM"
    And "Rejected plan" is dated "Yesterday, 2:30 PM"
    And "io.pdf" is dated 20 days ago as M/D/YY with its time
    And "Approved IO" previews "Acme Toys Q4 Holiday: two flights on DV360 and Facebook, budget 120,000 USD, from November 1 to Dece..."
    And "Approved IO" is marked "Approved"
    And "Rejected plan" is marked "Rejected"

  Rule: search is a case-insensitive part of the name, across both tabs

    Background:
      Given they have a chat "Acme" with these files:
        | file            | kind      | action             |
        | Acme campaign   | generated | campaign-processor |
        | Banner set      | generated | creative-processor |
        | ACME_IO.pdf     | uploaded  |                    |
        | acme brief.docx | uploaded  |                    |
        | media plan.xlsx | uploaded  |                    |
      And they open the briefcase of "Acme"

    @browser @R1.2.59
    Scenario: the badges count every file before a search
      Then the badges read Workflow 2 and Uploaded 3

    @browser @R1.2.59 @R1.5.10
    Scenario: a search keeps the matching files in both tabs and counts them
      When they search for "aCmE"
      Then the badges read Workflow 1 and Uploaded 2
      And the Workflow tab lists "Acme campaign"
      And the Uploaded tab lists "acme brief.docx, ACME_IO.pdf"

    @browser @R1.2.66
    Scenario: a search that matches nothing
      When they search for "invoice"
      Then the Workflow tab says "No matching files found"
      And the Uploaded tab says "No matching files found"

    @browser @R1.2.67
    Scenario: a search that matches only uploaded files
      When they search for ".pdf"
      Then the Workflow tab says "No matching generated files found"
      And the Uploaded tab lists "ACME_IO.pdf"

    @browser @R1.2.68
    Scenario: a search that matches only generated files
      When they search for "banner"
      Then the Uploaded tab says "No matching uploaded files found"
      And the Workflow tab lists "Banner set"
