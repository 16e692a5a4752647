Feature: The demo made for a prospect
  Issue 29: a presenter makes the pack for the prospect they show it to; its name replaces the
  demo agency (Acme Media) and its currency the dollars, and the sample files name it as the agency.

  @R2.3.02
  Scenario: After launch for Contoso Outdoor in euros: its name in the header, the answers and the campaigns, euros in the results, the examples and the budgets
    Given the demo is at "After launch" for the prospect "Contoso Outdoor" in EUR
    And Riley Planner is signed in
    Then the header shows the prospect "Contoso Outdoor"
    When they open the chat "Q4 holiday insertion order"
    Then the campaign details show "EUR"
    And the campaign details show "total budget €"
    When they send "what's the status of my campaigns?"
    Then Sidekick's latest answer begins with "Contoso Outdoor has 13 campaigns"
    When they send "what is a CPM?"
    Then Sidekick says "CPM is the cost per thousand impressions: budget ÷ impressions × 1,000. A €10 CPM buys 100,000 impressions for €1,000."
    When they open the campaigns
    Then the campaigns list describes a campaign as "Northwind campaign for Contoso Outdoor: budget €20,000"
    When they open the seeded campaign for "dv360"
    Then the campaign page says "Northwind campaign for Contoso Outdoor: budget €20,000"

  @browser @R2.3.02
  Scenario: Made for Contoso Outdoor: its name in the header and the campaigns, and its sample insertion order reads in euros
    Given the demo is at "Fresh start" for the prospect "Contoso Outdoor" in EUR
    And Riley Planner is signed in
    Then the header shows the prospect "Contoso Outdoor"
    When they attach the sample insertion order made for the prospect
    And they send "Process this insertion order"
    And the assistant has finished
    Then the campaign details show "Contoso Outdoor"
    And the campaign details show "EUR"
    And the campaign details show "€180,000"
    When they open the campaigns
    Then the campaigns list describes a campaign as "Northwind campaign for Contoso Outdoor: budget €20,000"
    When they open the seeded campaign for "dv360"
    Then the campaign page says "Northwind campaign for Contoso Outdoor: budget €20,000"

  Scenario: Do it for me drops the insertion order made for Contoso Outdoor into the story's chat
    Given the demo is at "Fresh start" for the prospect "Contoso Outdoor" in EUR
    And Riley Planner is signed in
    When they open the demo panel
    Then the story is at "Drop the IO"
    When they let the demo panel do the step
    And they open the chat "Launch the summer sale on Facebook"
    And the assistant has finished
    Then the campaign details show "Contoso Outdoor"
    And the campaign details show "€180,000"
    And the story is at "Fast-track"
