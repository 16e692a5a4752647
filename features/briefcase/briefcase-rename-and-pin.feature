Feature: Renaming and pinning briefcase files
  Spec 1 §2, §4 "Rename", §5 "File rename", §7 PUT /api/file-metadata/{messageId}.
  A double click edits a file's name; Enter or leaving the field commits a trimmed, non-empty,
  changed name; Escape cancels. A name another file already has gets ' (n)'. Names and pins are
  kept by the backend, so they survive a reload.

  Background:
    Given Riley Planner is signed in
    And they have a chat "Acme Q4" with these files:
      | file           | kind      | action             |
      | Campaign brief | generated | campaign-processor |
      | Summary        | generated | fb-api             |
      | report.pdf     | uploaded  |                    |
      | Report (1).pdf | uploaded  |                    |
      | notes.txt      | uploaded  |                    |
    And they open the briefcase of "Acme Q4"

  @browser @R1.4.24 @R1.5.09 @R1.4.23
  Scenario Outline: a new name is trimmed, and one that another file has gets the smallest free ' (n)'
    When they rename "<file>" to "<typed>" and <ending>
    Then "<file>" is now named "<name>"

    Examples:
      | file           | typed            | ending           | name           |
      | notes.txt      | Q4 notes.txt     | presses Enter    | Q4 notes.txt   |
      | notes.txt      |   Q4 notes.txt   | leaves the field | Q4 notes.txt   |
      | notes.txt      | REPORT.PDF       | presses Enter    | REPORT (2).PDF |
      | notes.txt      | report (1).pdf   | presses Enter    | report (1) (1).pdf |
      | Campaign brief | summary          | leaves the field | summary (1)    |
      | Summary        | report           | presses Enter    | report         |
      | Summary        | Summary          | presses Enter    | Summary        |

  @browser @R1.4.25 @R1.5.08
  Scenario Outline: a blank, unchanged or cancelled name leaves the file as it was
    When they rename "notes.txt" to "<typed>" and <ending>
    Then "notes.txt" keeps its name
    And nothing was saved

    Examples:
      | typed       | ending           |
      |             | presses Enter    |
      |             | leaves the field |
      | notes.txt   | presses Enter    |
      | other.txt   | presses Escape   |

  @browser @R1.7.16
  Scenario: a new name is kept after a reload
    When they rename "notes.txt" to "Meeting notes.txt" and presses Enter
    And they reload the page
    Then the Uploaded tab lists "Meeting notes.txt, Report (1).pdf, report.pdf"

  @browser @R1.2.62 @R1.2.71
  Scenario: pinning puts a file first, and the pin is kept after a reload
    When they choose "Pin" for "report.pdf"
    Then the Uploaded tab lists "report.pdf, notes.txt, Report (1).pdf"
    And "report.pdf" is pinned
    When they reload the page
    Then "report.pdf" is pinned
    When they choose "Unpin" for "report.pdf"
    Then the Uploaded tab lists "notes.txt, Report (1).pdf, report.pdf"

  @browser @R1.2.62 @R1.4.11
  Scenario: pinning a result puts it first in its section
    Given they have a chat "Launches" with these files:
      | file          | kind      | action |
      | First launch  | generated | fb-api |
      | Second launch | generated | fb-api |
    And they open the briefcase of "Launches"
    When they choose "Pin" for "Second launch"
    Then the Campaign section lists "Second launch, First launch"

  @browser
  Scenario: a rename that cannot be saved is undone, and the user is told
    Given the backend cannot be reached
    When they rename "notes.txt" to "Meeting notes.txt" and presses Enter
    Then "notes.txt" keeps its name
    And they are told that "notes.txt" could not be renamed
