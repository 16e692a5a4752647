Feature: The platform label of a run
  Spec 1 §3 "Step to platform label": the status page names the platform a run's steps create on
  by its label (Google Ad Manager's id gam reads "google ad manager", YouTube via DV360 reads
  dv360). The run is the scenario's answer, so that every platform id, including Salesforce and
  the cross-platform label, reaches the page.

  @R1.3.25
  Scenario Outline: The status page names <platform> "<label>"
    Given Sam Super is signed in
    And the demo backend answers the next "GET /api/orchestration/status" with:
      """
      {
        "orchestrations": [
          { "message_id": "msg-platform-01", "workflow_type": "fast-track", "platform": "<platform>", "status": "completed",
            "progress_percentage": 100, "created_at": "2026-11-23T07:00:00Z", "updated_at": "2026-11-23T08:30:00Z" }
        ],
        "total": 1
      }
      """
    When they open the status page
    Then the orchestrations include:
      | Message ID  | Platform |
      | msg-plat... | <label>  |

    Examples:
      | platform          | label              |
      | facebook          | facebook           |
      | gam               | google ad manager  |
      | google-ads-search | google-ads-search  |
      | google_display    | google-ads-display |
      | google-ads-pmax   | google-ads-pmax    |
      | tiktok            | tiktok             |
      | madhive           | madhive            |
      | amazon_dsp        | amazon dsp         |
      | dv360             | dv360              |
      | youtube-dv360     | dv360              |
      | ttd               | ttd                |
      | groundtruth       | groundtruth        |
      | reddit            | reddit             |
      | salesforce        | salesforce         |
      | cross-platform    | cross-platform     |
