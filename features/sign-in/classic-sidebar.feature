@browser
Feature: The classic sidebar
  Spec 3 §2 Classic sidebar: "Resizable by dragging its right edge"; §9 its default width and
  bounds (256 px, at least 200 px, at most 30% of the window). The width is kept by the component
  (no view model holds it), so only a page can show it.

  @browser-only @R3.2.51 @R3.9.04
  Scenario: resizing stays between 200 px and 30% of the window
    Given Riley Planner is signed in
    Then the sidebar is 256 px wide
    When they drag the sidebar's edge 1000 px to the right
    Then the sidebar is 30% of the window wide
    When they drag the sidebar's edge 1000 px to the left
    Then the sidebar is 200 px wide
