/** The annotations the Switchboard processor reads; class-retention only, not needed at run time. */
module dev.switchboard.annotations {
  exports dev.switchboard.annotations;
}
