Feature: The page counts its loads
  Spec 1 §3: the page keeps a count of its loads in the tab's session storage (pageLoadCount): a
  reload adds one, the count lives as long as the tab. View-model level (the World keeps the
  tab's session storage across page loads, as a browser does).

  @R1.3.12
  Scenario: each load of the page adds one to the count in session storage
    Given Riley Planner is signed in
    Then session storage holds "pageLoadCount: 1"
    When they reload the page
    Then session storage holds "pageLoadCount: 2"
    When they open "/status"
    Then session storage holds "pageLoadCount: 3"
