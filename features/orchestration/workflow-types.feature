Feature: The workflow type of a run in the chat
  Spec 1 §3 and spec 2 §1, §3: a run is a fast-track, a fast-track shell (which skips the
  creatives and so stops at 75%) or a Salesforce orchestration. The type is the message's action
  when it names one; an orchestration message (spec 2 §3's type "orchestration") takes its
  metadata's workflowType, else a fast-track when a creative file path is given and a shell when
  not. The chat shows the type in the run's heading, reads the status of its kind, and fills the
  bar by its steps. The history and the run's status are the scenario's; the message's JSON
  response is its metadata.

  @R1.3.14 @R2.1.07 @R1.3.15 @R2.3.14
  Scenario Outline: An "<action>" run with metadata '<metadata>' is a <type>
    Given Riley Planner is signed in
    And they have a chat "Told apart" with a DV360 run of action "<action>" and metadata '<metadata>'
    And the demo backend answers the next "GET /api/chat/*/*/<kind>-status" with:
      """
      { "status": "completed", "campaign_status": "completed", "launcher_status": "completed",
        "api_status": "completed", "progress_percentage": 100 }
      """
    When they open the chat "Told apart"
    Then the first run is headed "<heading>"
    And the first run shows <percent>%

    Examples: the action names the type, whatever the metadata says
      | action                   | metadata                                                            | type                     | kind                     | heading                                                        | percent |
      | fast-track               | {"workflowType": "fast-track-shell"}                                | fast-track               | fast-track               | Fast track: Fast track to DV360                                | 100     |
      | fast-track-shell         | {"workflowType": "fast-track", "creativeFilePath": "gs://c/a.zip"}  | fast-track-shell         | fast-track               | Fast track: Fast track a campaign shell to DV360               | 75      |
      | salesforce-orchestration | {"workflowType": "fast-track"}                                      | salesforce-orchestration | salesforce-orchestration | Salesforce orchestration: Fast track a Salesforce opportunity  | 100     |

    Examples: an orchestration takes its metadata's workflowType, whatever the creative file
      | action        | metadata                                                                          | type                     | kind                     | heading                                                       | percent |
      | orchestration | {"workflowType": "salesforce-orchestration", "creativeFilePath": "gs://c/a.zip"}  | salesforce-orchestration | salesforce-orchestration | Salesforce orchestration: Fast track a Salesforce opportunity | 100     |
      | orchestration | {"workflowType": "fast-track-shell", "creativeFilePath": "gs://c/a.zip"}          | fast-track-shell         | fast-track               | Fast track: Fast track a campaign shell to DV360              | 75      |
      | orchestration | {"workflowType": "fast-track"}                                                    | fast-track               | fast-track               | Fast track: Fast track to DV360                               | 100     |

    @browser
    Examples: else a creative file path makes a fast-track (in Chromium too: the page draws an orchestration's run)
      | action        | metadata                                                         | type       | kind       | heading                         | percent |
      | orchestration | {"workflowType": "campaign", "creativeFilePath": "gs://c/a.zip"} | fast-track | fast-track | Fast track: Fast track to DV360 | 100     |

    Examples: and no creative file path a shell
      | action        | metadata                                                      | type             | kind       | heading                                          | percent |
      | orchestration | {"creativeFilePath": ""}                                      | fast-track-shell | fast-track | Fast track: Fast track a campaign shell to DV360 | 75      |
      | orchestration |                                                               | fast-track-shell | fast-track | Fast track: Fast track a campaign shell to DV360 | 75      |
