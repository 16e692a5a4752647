@admin @browser
Feature: What the browser keeps and how long the screens wait
  Spec 3 §9: the constants an admin can notice.

  @R3.9.08 @R3.4.07
  Scenario: the UI choice, the collapsed sidebar and the chosen account stay in local storage
    Given Alex Admin is signed in
    When they select the account "Acme Media"
    And they switch to the "New UI"
    And they collapse the sidebar
    Then local storage holds "useNewExperience: true, newSidebarCollapsed: true, selectedAccountId: acc-acme-media"

  @R3.9.06
  Scenario Outline: a chat updated <sent> reads "<label>"
    Given Riley Planner is signed in
    And they have a chat "<chat>" with a message sent <sent>
    Then the chat "<chat>" reads "<label>" as last updated

    Examples:
      | chat               | sent             | label     |
      | Dated today        | today 08:15      | Today     |
      | Dated yesterday    | yesterday 14:05  | Yesterday |
      | Dated long ago     | 2024-11-03 08:00 | 11/3/2024 |

  @R3.9.06
  Scenario: days are counted up to seven
    Given Riley Planner is signed in
    And they have a chat "Dated two days on" with a message sent yesterday 14:05
    When 2 days and 0 hours pass
    And they reload the page
    Then the chat "Dated two days on" reads "3 days ago" as last updated
